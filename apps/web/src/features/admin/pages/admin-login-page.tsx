import { PageTitle } from '../../../components/page-title.tsx';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export function AdminLoginPage() {
  return (
    <>
      <PageTitle title="管理员登录" />
      <UnderConstruction />
    </>
  );
}
