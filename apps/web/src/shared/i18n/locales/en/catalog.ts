/** UI strings of the catalog feature. */
export default {} as const;
