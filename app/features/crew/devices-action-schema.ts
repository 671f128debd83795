import { recordIdField } from "~/lib/record-id";
import { z } from "~/lib/zod";

/* The crew devices page's forms: which signed-in device (isomorphic). */

export const crewDeviceForm = z.object({ device: recordIdField("Choose a device to sign out") });
