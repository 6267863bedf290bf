// The site's whole stylesheet, written into every page's <head>: 9 KiB compressed, and one
// request fewer before the first paint, which a slow phone pays for with a round trip. The
// server reads the built CSS; the browser's code never carries it, and reads back what the
// server wrote, so hydration and later renders leave the element as it is. (In development a
// change to the CSS shows after a reload.)
const ID = "site-css";

const css: string = import.meta.env.SSR
  ? (await import("../app.css?inline")).default
  : (document.getElementById(ID)?.textContent ?? "");

export function SiteStylesheet() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, or the server's copy of it
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
