import { Form } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { StatusBadge } from "~/components/admin/status-badge";
import { ROLE_LABELS, STAFF_ROLES } from "~/features/auth/roles";
import { formatWhen } from "~/lib/clock";
import { cn } from "~/lib/cn";
import { defineStatuses } from "~/lib/status-set";
import type { StaffMember } from "../schema";

const staffStatuses = defineStatuses({
  active: { label: "Active", tone: "green" },
  invited: { label: "Invited", tone: "amber" },
  deactivated: { label: "Deactivated", tone: "grey" },
});

const smallButton = "inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold";

/** One change to one account: a form posting its intent and the account's id. */
function RowForm({
  intent,
  member,
  label,
  className,
  confirm,
}: {
  intent: string;
  member: StaffMember;
  label: string;
  className: string;
  confirm?: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={member.id} />
      <button type="submit" aria-label={`${label}: ${member.name}`} className={cn(smallButton, className)}>
        {label}
      </button>
    </Form>
  );
}

function RowActions({ member, isMe }: { member: StaffMember; isMe: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="set-role" />
        <input type="hidden" name="id" value={member.id} />
        <label htmlFor={`role-${member.id}`} className="sr-only">
          Role for {member.name}
        </label>
        <select
          id={`role-${member.id}`}
          name="role"
          defaultValue={member.role ?? ""}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {member.role ? null : <option value="">No role</option>}
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <button type="submit" className={cn(smallButton, "border border-brand-700 text-brand-700 hover:bg-brand-50")}>
          Save role<span className="sr-only"> for {member.name}</span>
        </button>
      </Form>
      {member.status === "invited" ? (
        <RowForm intent="resend-invitation" member={member} label="Resend invitation" className="text-brand-700 hover:bg-brand-50" />
      ) : null}
      {isMe ? null : member.status === "deactivated" ? (
        <RowForm intent="reactivate" member={member} label="Reactivate" className="text-brand-700 hover:bg-brand-50" />
      ) : (
        <RowForm
          intent="deactivate"
          member={member}
          label="Deactivate"
          className="text-red-700 hover:bg-red-50"
          confirm={`Deactivate ${member.name}? They will be signed out straight away and cannot sign in again until reactivated.`}
        />
      )}
    </div>
  );
}

/** Everyone with an account; admins get the controls to change them. */
export function StaffTable({ staff, me, canManage }: { staff: StaffMember[]; me: string; canManage: boolean }) {
  return (
    <DataTable
      caption="Staff accounts"
      rows={staff}
      empty="No staff accounts yet."
      columns={[
        {
          header: "Name",
          cell: (member) => (
            <>
              <p className="font-semibold text-ink">
                {member.name}
                {member.id === me ? <span className="ml-2 text-xs font-medium text-muted">(you)</span> : null}
              </p>
              <p className="break-all text-muted">{member.email}</p>
            </>
          ),
        },
        { header: "Role", nowrap: true, cell: (member) => (member.role ? ROLE_LABELS[member.role] : "No access") },
        { header: "Status", cell: (member) => <StatusBadge set={staffStatuses} status={member.status} /> },
        {
          header: "Last signed in",
          nowrap: true,
          cell: (member) => <span className="text-muted">{member.lastSignInAt ? formatWhen(member.lastSignInAt) : "Never"}</span>,
        },
        canManage && { header: "Changes", cell: (member) => <RowActions member={member} isMe={member.id === me} /> },
      ]}
    />
  );
}
