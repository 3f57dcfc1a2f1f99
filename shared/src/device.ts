/** Device detection (spec section 3: device info), from the user agent and the viewport. */
import type { Layout } from './routes';

export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isChrome: boolean;
  isFirefox: boolean;
  isSafari: boolean;
  isEdge: boolean;
  isCrawler: boolean;
}

/** Below this width the mobile nav bar and search are used (spec: 767.98 px). */
export const MOBILE_BREAKPOINT_PX = 767.98;
export const TABLET_MAX_PX = 1199.98;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const DEVICE_REFRESH_MS = 50;

const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|whatsapp|telegrambot|applebot|bingpreview|yandex|baiduspider|duckduckgo/i;

/** The device info of a user agent at a viewport width. */
export function detectDevice(userAgent: string, viewportWidth: number, maxTouchPoints = 0): DeviceInfo {
  const ua = userAgent || '';
  const isIpadOs = /Macintosh/.test(ua) && maxTouchPoints > 1;
  const isIos = /iPhone|iPad|iPod/.test(ua) || isIpadOs;
  const isAndroid = /Android/.test(ua);
  const tabletUa = /iPad|Tablet|PlayBook|Silk/.test(ua) || isIpadOs || (isAndroid && !/Mobile/.test(ua));
  const phoneUa = !tabletUa && /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|Opera Mini/.test(ua);
  const width = Number.isFinite(viewportWidth) ? viewportWidth : 1280;
  const isMobile = phoneUa || width <= MOBILE_BREAKPOINT_PX;
  const isTablet = !isMobile && (tabletUa || width <= TABLET_MAX_PX && maxTouchPoints > 1);
  const isEdge = /Edg\//.test(ua);
  const isChrome = /Chrome|CriOS/.test(ua) && !isEdge && !/OPR\//.test(ua);
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid,
    isWindows: /Windows/.test(ua),
    isMacOS: /Macintosh|Mac OS X/.test(ua) && !isIos,
    isChrome,
    isFirefox: /Firefox|FxiOS/.test(ua),
    isSafari: /Safari/.test(ua) && !isChrome && !isEdge && !/Android/.test(ua),
    isEdge,
    isCrawler: CRAWLER.test(ua),
  };
}

/** Whether a layout should use its mobile parts: tablets count as mobile only on the intro layout. */
export function usesMobileLayout(device: DeviceInfo, layout: Layout): boolean {
  return device.isMobile || (device.isTablet && layout === 'intro-index');
}

/** The device info of this browser now. */
export function currentDevice(): DeviceInfo {
  return detectDevice(navigator.userAgent, window.innerWidth, navigator.maxTouchPoints ?? 0);
}

/** Calls back with fresh device info 50 ms after the last resize; returns the stop function. */
export function watchDevice(callback: (device: DeviceInfo) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => callback(currentDevice()), DEVICE_REFRESH_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
