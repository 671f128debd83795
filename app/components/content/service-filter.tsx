import { Form } from "react-router";
import { SelectInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";

/** A public list's "which service" choice, each with how many it has; works without JavaScript (a GET form). */
export function ServiceFilter({ services, value }: { services: readonly { service: string; count: number }[]; value: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <SelectInput
        name="service"
        label="Service"
        compact
        defaultValue={value}
        options={[{ value: "", label: "All services" }, ...services.map((s) => ({ value: s.service, label: `${s.service} (${s.count})` }))]}
      />
      <Button type="submit" size="sm">
        Show
      </Button>
    </Form>
  );
}
