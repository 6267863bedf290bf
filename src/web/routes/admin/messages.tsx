import { screenLoadedInBrowser } from "../../features/admin/screen-loaded-in-browser.tsx";

export default screenLoadedInBrowser(() => import("./messages-screen.tsx"));
