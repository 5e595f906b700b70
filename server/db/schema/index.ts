// The one Drizzle schema of the database, shared by PGlite and PostgreSQL. Each area keeps its tables
// in its own file; drizzle-kit reads this index to generate the migrations in ../migrations.
export * from './players';
export * from './content';
export * from './wallet';
export * from './system';
export * from './customer';
export * from './audit';
export * from './operators';
export * from './payments';
export * from './casino';
export * from './accounts';
export * from './studio';
export * from './leases';
export * from './sports';
export * from './sports-live';
export * from './kyc';
export * from './protection';
export * from './support';
