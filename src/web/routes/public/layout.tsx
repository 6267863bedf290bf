import { Outlet } from "react-router";
import { WelcomeToast } from "../../features/auth/welcome.tsx";
import { LanguageOffer } from "../../features/site-shell/language-switcher.tsx";
import { SiteFooter } from "../../features/site-shell/site-footer.tsx";
import { SiteHeader } from "../../features/site-shell/site-header.tsx";

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <WelcomeToast />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <LanguageOffer />
    </>
  );
}
