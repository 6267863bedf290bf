import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { WelcomeToast } from "../../features/auth/welcome.tsx";

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <WelcomeToast />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
