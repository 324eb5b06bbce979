/** The plugin's name in the admin menu. */
export const pluginLabel = 'Advanced Shipper';
