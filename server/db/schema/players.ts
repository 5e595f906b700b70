// Tables of the players area (filled by its module).
export {};
