package dashboard

import (
	"net/http"

	"larder/store"
)

// Frame is what the layout needs to draw a page's surroundings.
type Frame struct {
	Title   string
	User    *store.User // nil when nobody is logged in
	Nav     []NavItem
	Path    string
	Flashes []string
}

// NavItem is one link of the top navigation.
type NavItem struct{ Label, Href string }

// clientNav and adminNav are the navigation of each role; a new page adds its link
// here.
var (
	clientNav = []NavItem{{"Overview", "/"}, {"API key", "/key"}, {"Callbacks", "/callbacks"}, {"Quickstart", "/quickstart"}}
	adminNav  = []NavItem{{"Overview", "/"}, {"Clients", "/admin/clients"}, {"Callback hosts", "/admin/hosts"}, {"Tiers", "/admin/tiers"}, {"Upgrades", "/admin/upgrades"}, {"Admins", "/admin/admins"}, {"Audit log", "/admin/audit"}}
)

// frame makes the page frame for r: the user, their navigation and the messages kept
// for this page. Call it before the answer's status is written (it may set a cookie).
func (d *Dashboard) frame(w http.ResponseWriter, r *http.Request, title string) Frame {
	f := Frame{Title: title, Path: r.URL.Path}
	if u, ok := userFrom(r.Context()); ok {
		f.User = &u
		f.Nav = clientNav
		if u.Role == store.RoleAdmin {
			f.Nav = adminNav
		}
		f.Flashes = d.flashes(w, r)
	}
	return f
}

func css() string { return assetURL["app.css"] }
func js() string  { return assetURL["app.js"] }
