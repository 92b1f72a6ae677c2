package dashboard

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"net/http"
	"path"
	"strings"
)

//go:embed static
var staticFS embed.FS

// asset is one embedded file served under a name holding its content hash, so it can
// be cached for a year and still change with each release.
type asset struct {
	name, contentType string
	body              []byte
}

var assets = map[string]asset{} // by hashed name

// assetURL maps a file name in static/ to its hashed URL.
var assetURL = map[string]string{}

func init() {
	for _, f := range []struct{ file, ctype string }{
		{"app.css", "text/css; charset=utf-8"},
		{"app.js", "text/javascript; charset=utf-8"},
	} {
		body, err := staticFS.ReadFile("static/" + f.file)
		if err != nil {
			panic(err)
		}
		sum := sha256.Sum256(body)
		ext := path.Ext(f.file)
		hashed := strings.TrimSuffix(f.file, ext) + "." + hex.EncodeToString(sum[:6]) + ext
		assets[hashed] = asset{name: f.file, contentType: f.ctype, body: body}
		assetURL[f.file] = "/static/" + hashed
	}
}

func handleStatic() http.Handler {
	return securityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := assets[r.PathValue("file")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", a.contentType)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		w.Write(a.body)
	}))
}
