/**
 * Public pages are complete and usable without JavaScript, so the app's scripts (React, the router and the
 * page's modules) wait until the server HTML has been painted: on a slow phone connection they would
 * otherwise share the bandwidth with the stylesheet and the hero photo, and their evaluation would delay
 * the first paint. The document stream makes React Router's module scripts inert and moves its module
 * preloads into an attribute of the script (`deferred-scripts.server.ts`); DEFERRED_SCRIPTS_BOOT, at the end of
 * <body>, turns the scripts back into real ones, preloads first, once the first contentful paint is reported, on
 * the visitor's first tap or key press, or after DEFERRED_SCRIPTS_FALLBACK_MS at the latest.
 */
export const DEFERRED_MODULE_TYPE = "nivasa/deferred-module";
export const DEFERRED_SCRIPTS_FALLBACK_MS = 3000;

/**
 * The module script's attribute listing the scripts to preload (space-separated URLs, in React Router's order):
 * the document stream moves React Router's ~50 `<link rel="modulepreload">` tags there (~1.5 KB of every page's
 * HTML instead of ~3 KB).
 */
export const PRELOADS_ATTRIBUTE = "data-preloads";

export const DEFERRED_SCRIPTS_BOOT = `(function(){
var started=false,observer,taps=["pointerdown","keydown","touchstart"];
function start(){
if(started)return;started=true;
if(observer)observer.disconnect();
taps.forEach(function(t){removeEventListener(t,start,true)});
var f=document.createDocumentFragment(),scripts=document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]');
scripts.forEach(function(s){(s.getAttribute("${PRELOADS_ATTRIBUTE}")||"").split(" ").forEach(function(h){if(!h)return;var n=document.createElement("link");n.rel="modulepreload";n.href=h;f.appendChild(n)})});
scripts.forEach(function(s){var n=document.createElement("script");n.type="module";n.nonce=s.nonce;n.textContent=s.textContent;f.appendChild(n)});
document.head.appendChild(f);
}
if(document.visibilityState==="hidden")return start();
taps.forEach(function(t){addEventListener(t,start,{capture:true,once:true,passive:true})});
setTimeout(start,${DEFERRED_SCRIPTS_FALLBACK_MS});
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});
observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()});
observer.observe({type:"paint",buffered:true});
})();`;
