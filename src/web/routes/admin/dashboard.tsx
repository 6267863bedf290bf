import { screenLoadedInBrowser } from "../../features/admin/screen-loaded-in-browser.tsx";

export default screenLoadedInBrowser(() => import("./dashboard-screen.tsx"));
