/** UI strings of the account feature. */
export default {} as const;
