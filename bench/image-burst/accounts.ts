/** The accounts bench/image-burst/server.ts creates and bench/image-burst.ts signs in with. */
export const ADMIN = { email: "burst-admin@example.com", password: "burst-admin-lantern-42" };
export const MEMBER = { email: "burst-member@example.com", password: "burst-member-harbour-42" };
