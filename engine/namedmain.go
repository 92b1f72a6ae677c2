package engine

import "strings"

// namedMain names the main of a dish made with or without one, when it has one: the
// crab in "Spaghetti Aglio e Olio with Crab Meat", which a cook would otherwise read as
// the plain garlic-and-oil pasta. A dish that needs its main, or names it with {main},
// says it already.
func (d *dish) namedMain(title string) string {
	p := d.protein
	if p == nil || d.cat == nil || d.cat.main.required || strings.Contains(d.catName(), "{main}") || p.in.Category == "eggs" {
		return title
	}
	name := titleCase(shortName(p.name()))
	if namesWord(title, name) || strings.Contains(lowered(title), lowered(shortName(p.in.Name))) {
		return title
	}
	if strings.Contains(title, " with ") {
		return title + " and " + name
	}
	return title + " with " + name
}
