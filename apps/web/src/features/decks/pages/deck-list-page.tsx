import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function DeckListPage() {
  const { deckId } = useParams();
  return (
    <>
      <PageTitle title="卡组详情" description={`卡组编号：${deckId}`} />
      <UnderConstruction />
    </>
  );
}
