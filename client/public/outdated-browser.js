/*
 * The outdated-browser banner (spec "Global chrome"). Loaded with `nomodule`, so only browsers that
 * cannot run the site's JavaScript modules fetch it at all; it shows the banner to Internet
 * Explorer. Plain ES5, no dependencies.
 */
(function () {
  var ua = window.navigator.userAgent || '';
  var isInternetExplorer = Boolean(document.documentMode) || ua.indexOf('MSIE ') !== -1 || ua.indexOf('Trident/') !== -1;
  if (!isInternetExplorer || document.getElementById('outdated-browser')) return;
  var banner = document.createElement('div');
  banner.id = 'outdated-browser';
  banner.className = 'outdated-browser';
  banner.setAttribute('role', 'alert');
  banner.style.cssText = 'padding:12px 16px;background:#1f1f1f;color:#ffffff;font:16px/1.5 Arial,sans-serif;text-align:center;';
  banner.appendChild(
    document.createTextNode(
      'It looks like you are using an outdated browser. Parts of this site will not work in it: please use a current version of Edge, Chrome, Firefox or Safari.'
    )
  );
  document.body.insertBefore(banner, document.body.firstChild);
})();
