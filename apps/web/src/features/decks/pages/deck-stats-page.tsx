import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function DeckStatsPage() {
  return (
    <>
      <PageTitle title="卡组统计" />
      <UnderConstruction />
    </>
  );
}
