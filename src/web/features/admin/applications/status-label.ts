/** "shortlisted" → "Shortlisted": the admin area's words for an application's status. */
export const statusLabel = (status: string) => status[0]!.toUpperCase() + status.slice(1);
