package engine

import "strings"

// secondMain names a second main the cook's pantry brought to a dish that takes either
// as its main: a paella of chicken thighs and prawns is "Chicken and Shrimp Paella",
// not named for whichever the pantry listed first. Only seafood beside meat or poultry
// (or the other way round) is named: chorizo beside chicken, or an egg, is not.
func (d *dish) secondMain(title string) string {
	p := d.protein
	if p == nil || d.cat == nil || !strings.HasPrefix(d.catName(), "{main} ") || strings.Contains(title, " and ") {
		return title
	}
	first := titleOf("{main}", p.name())
	if !strings.HasPrefix(title, first+" ") {
		return title
	}
	for _, q := range append(optionalList(d.extraProt), d.extras...) {
		if q.role != RoleProtein || !q.fromPantry || q.in == p.in || q.in.Category == p.in.Category || !d.cat.main.has(q.in) {
			continue
		}
		switch q.in.Category {
		case "meat", "poultry", "seafood":
		default:
			continue
		}
		if (q.in.Category == "seafood") == (p.in.Category == "seafood") {
			continue // chorizo beside chicken seasons it; prawns beside chicken are a second main
		}
		second := titleOf("{main}", q.name())
		if namesWord(title, second) {
			return title
		}
		return first + " and " + second + title[len(first):]
	}
	return title
}
