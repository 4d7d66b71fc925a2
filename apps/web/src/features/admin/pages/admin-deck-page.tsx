import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function AdminDeckPage() {
  return (
    <>
      <PageTitle title="卡组分类管理" />
      <UnderConstruction />
    </>
  );
}
