import { PageTitle } from '../../components/page-title.tsx';
import { UnderConstruction } from '../../components/under-construction.tsx';

export function MiniappPage() {
  return (
    <>
      <PageTitle title="小程序卡组导出" />
      <UnderConstruction />
    </>
  );
}
