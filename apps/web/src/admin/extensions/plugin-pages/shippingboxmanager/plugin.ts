/** The plugin's name in the admin menu. */
export const pluginLabel = 'Shipping Boxes Manager';
