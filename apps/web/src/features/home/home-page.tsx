import { PageTitle } from '../../components/page-title.tsx';
import { UnderConstruction } from '../../components/under-construction.tsx';

export function HomePage() {
  return (
    <>
      <PageTitle title="首页" />
      <UnderConstruction />
    </>
  );
}
