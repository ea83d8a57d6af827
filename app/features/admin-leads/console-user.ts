// The console contract's user (issue 13), until AUTH's access module is merged.
export type ConsoleUser = { id: string; email: string; name: string; role: "owner" | "staff" };
