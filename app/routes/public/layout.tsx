import { Outlet } from "react-router";
import { SiteFooter } from "../../components/site-footer.tsx";
import { ScrollTopButton, SiteNav } from "../../components/site-nav.tsx";
import { useRootData } from "../../root.tsx";

export default function PublicLayout() {
  const root = useRootData();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SiteNav signedIn={Boolean(root?.viewer)} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter year={root?.year ?? 2026} />
      <ScrollTopButton />
    </>
  );
}
