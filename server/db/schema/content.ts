// Tables of the content area (filled by its module).
export {};
