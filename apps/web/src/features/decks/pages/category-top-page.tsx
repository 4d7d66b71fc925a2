import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function DeckCategoryTopPage() {
  const { categoryId } = useParams();
  return (
    <>
      <PageTitle title="顶尖选手" description={`分类编号：${categoryId}`} />
      <UnderConstruction />
    </>
  );
}
