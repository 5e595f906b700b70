// Tables of the wallet area (filled by its module).
export {};
