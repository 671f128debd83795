/* The hub's links are made and read by the customers feature, whose emails below the hub carry them. */
export { customerOfPageLink as findHubCustomer, newCustomerPageLink as newHubLink } from "~/features/customers/page-link.server";
