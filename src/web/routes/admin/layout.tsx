import { useState } from "react";
import { Link, NavLink, Outlet, useNavigation } from "react-router";
import { Spinner } from "../../components/admin/spinner.tsx";
import { AdminGuard } from "../../features/admin/admin-guard.tsx";
import { AdminQueryProvider } from "../../features/admin/admin-queries.tsx";
import { ToastProvider } from "../../features/admin/toast.tsx";
import { useAuth } from "../../features/auth/auth-provider.tsx";

export const meta = () => [
  { title: "Admin | Career Platform" },
  { name: "robots", content: "noindex" },
];

const SECTIONS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/companies", label: "Companies" },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/blogs", label: "Blogs" },
  { to: "/admin/videos", label: "Videos" },
  { to: "/admin/synonyms", label: "Search synonyms" },
  { to: "/admin/currency-rates", label: "Currency rates" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/outbox", label: "Outbox" },
] as const;

/** The admin frame, behind the guard. */
export default function AdminLayout() {
  return (
    <AdminGuard>
      <AdminQueryProvider>
        <AdminFrame />
      </AdminQueryProvider>
    </AdminGuard>
  );
}

function AdminFrame() {
  const { user, logout } = useAuth();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!user) return null;

  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col lg:flex-row">
        <aside className="bg-gray-900 text-gray-100 lg:w-60 lg:shrink-0">
          <div className="flex items-center justify-between px-4 py-4">
            <Link to="/admin" className="font-bold text-white">
              Career Platform admin
            </Link>
            <button
              type="button"
              className="rounded px-2 py-1 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-sections"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? "Close menu" : "Menu"}
            </button>
          </div>
          <nav
            id="admin-sections"
            aria-label="Admin sections"
            className={`${menuOpen ? "block" : "hidden"} px-2 pb-4 lg:block`}
          >
            <ul className="space-y-1">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={"end" in section}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      `block rounded px-3 py-2 ${isActive ? "bg-brand-700 font-semibold text-white" : "hover:bg-gray-800"}`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-6 border-t border-gray-700 px-3 pt-4 text-sm">
              <p className="truncate text-gray-300">{user.displayName || user.email}</p>
              <div className="mt-2 flex gap-3">
                <Link to="/" className="underline">
                  View site
                </Link>
                <button type="button" className="underline" onClick={() => void logout()}>
                  Logout
                </button>
              </div>
            </div>
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1 bg-gray-50 px-4 py-6 lg:px-8">
          {navigation.state === "loading" ? <Spinner /> : <Outlet />}
        </main>
      </div>
    </ToastProvider>
  );
}
