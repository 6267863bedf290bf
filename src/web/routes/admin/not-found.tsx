import { Link } from "react-router";

export default function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">No such admin page</h1>
      <Link to="/admin" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Go to the dashboard
      </Link>
    </div>
  );
}
