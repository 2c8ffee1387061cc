// Catalogue tables (issue #4).
export {};
