import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function DeckCategoryCardsPage() {
  const { categoryId } = useParams();
  return (
    <>
      <PageTitle title="核心卡牌" description={`分类编号：${categoryId}`} />
      <UnderConstruction />
    </>
  );
}
