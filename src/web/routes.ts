import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/public/home.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
