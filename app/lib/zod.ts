import { z } from "zod";
import "./zod-config";

/** Import zod from here, never from "zod" itself, so the setting in ./zod-config comes first. */
export { z };
