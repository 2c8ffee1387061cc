/** UI strings of the tenant feature. */
export default {} as const;
