import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const detail = notFound
    ? "The page you asked for does not exist or is no longer available."
    : "We could not show this page. Please try again in a moment.";
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | Career Platform`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{detail}</p>
      <a
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-2 font-semibold text-white"
        href="/"
      >
        Go to the home page
      </a>
    </main>
  );
}
