/**
 * Public pages are complete and usable without JavaScript, so the app's scripts (React, the router and the
 * page's modules) wait until the server HTML has been painted: on a slow phone connection they would
 * otherwise share the bandwidth with the stylesheet and the hero photo, and their evaluation would delay
 * the first paint. The document stream makes React Router's module scripts inert and drops its module
 * preloads (`deferred-scripts.server.ts`); DEFERRED_SCRIPTS_BOOT, at the end of <body>, turns the scripts back
 * into real ones, preloads first, once the first contentful paint is reported, on the visitor's first tap or
 * key press, or after DEFERRED_SCRIPTS_FALLBACK_MS at the latest.
 */
export const DEFERRED_MODULE_TYPE = "nivasa/deferred-module";
export const DEFERRED_SCRIPTS_FALLBACK_MS = 3000;

/**
 * The source of `modulePreloads(text)`: the scripts to preload for a page, read from its module script's text
 * (the route manifest, compacted to one line, and the matched routes' modules): the entry's and each matched
 * route's module and imports, in order, without repeats. That is the list React Router writes as ~50
 * `<link rel="modulepreload">` tags (~3 KB of every page's HTML). Plain ES5 for the boot script; the bench and
 * the tests run the same text. A manifest it can't read gives no preloads: the modules still load by import.
 */
export const MODULE_PRELOADS_SOURCE = String.raw`function modulePreloads(text){
var m=/__reactRouterManifest = (\{.*\});\s*window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(text),out=[],seen={},manifest;
if(!m)return out;
try{manifest=JSON.parse(m[1])}catch(e){return out}
function add(url){if(url&&!seen[url]){seen[url]=1;out.push(url)}}
function route(r){if(r){add(r.module);(r.imports||[]).forEach(add)}}
route(manifest.entry);
m[2].replace(/"([^"]+)":/g,function(whole,id){route(manifest.routes&&manifest.routes[id]);return whole});
return out;
}`;

export const DEFERRED_SCRIPTS_BOOT = `(function(){
${MODULE_PRELOADS_SOURCE}
var started=false,observer,taps=["pointerdown","keydown","touchstart"];
function start(){
if(started)return;started=true;
if(observer)observer.disconnect();
taps.forEach(function(t){removeEventListener(t,start,true)});
var f=document.createDocumentFragment(),scripts=document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]');
scripts.forEach(function(s){modulePreloads(s.textContent).forEach(function(h){var n=document.createElement("link");n.rel="modulepreload";n.href=h;f.appendChild(n)})});
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
