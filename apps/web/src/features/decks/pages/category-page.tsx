import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function DeckCategoryPage() {
  const { categoryId } = useParams();
  return (
    <>
      <PageTitle title="卡组分类" description={`分类编号：${categoryId}`} />
      <UnderConstruction />
    </>
  );
}
