/** Who made a change, for histories: a staff member, or (id null) the applicant or the system. */
export interface Actor {
  id: string | null;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, name: "System" };

/** A signed-in staff member making a change: always has an id, so the change can go in the audit trail. */
export type StaffActor = Actor & { id: string };
