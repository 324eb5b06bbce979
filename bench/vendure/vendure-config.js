// Vendure 3.7.3 configuration for the side-by-side benchmark (plain CommonJS, no build step).
const {
  DefaultJobQueuePlugin,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  DefaultLogger,
  LogLevel,
} = require('@vendure/core');

const config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(process.env.VENDURE_PORT || 3900),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
    // What Vendure 3.7 asks of a production setup (it warns at startup otherwise).
    cors: { origin: ['http://127.0.0.1:3900', 'http://localhost:3900'], credentials: true },
    csrfPrevention: true,
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    // Vendure 3.7 refuses to start with NODE_ENV=production while the password is the
    // well-known default 'superadmin', so the bench uses another one.
    superadminCredentials: {
      identifier: process.env.SUPERADMIN_USERNAME || 'superadmin',
      password: process.env.SUPERADMIN_PASSWORD || 'superadmin-bench',
    },
    cookieOptions: { secret: process.env.COOKIE_SECRET || 'vendure-bench-cookie-secret' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: '127.0.0.1',
    port: 5432,
    username: 'postgres',
    password: '',
    database: process.env.VENDURE_DB || 'vendure_bench',
    schema: 'public',
    // Schema is created by synchronize during setup (populate.js sets SYNC=1); the
    // benchmark server runs with the schema as it is.
    synchronize: process.env.SYNC === '1',
    migrations: [],
    logging: false,
  },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [
    DefaultJobQueuePlugin.init({}),
    DefaultSchedulerPlugin.init(),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};

module.exports = { config };
