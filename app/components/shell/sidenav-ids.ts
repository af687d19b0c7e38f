/** The side navigation's id: the target of the menu link without JavaScript. */
export const SIDENAV_ID = "seitennavigation";
/** The attribute that marks the toolbar's menu link for the menu script (app/enhance/menu.ts). */
export const MENU_BUTTON = "data-menu-button";
