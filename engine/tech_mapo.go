package engine

import "fmt"

// Mapo tofu: soft tofu simmered in a red, oily sauce of chili bean paste (doubanjiang)
// fried with minced pork or beef, garlic and ginger, loosened with stock and thickened
// with cornstarch so it clings, finished with scallion and pepper. The tofu is warmed
// in salted water first so it firms and keeps its shape in the sauce.

func init() {
	ownNeeds["mapo"] = [][]string{{"chili bean paste"}, {"silken tofu", "tofu"}}
	registerOwn(&form{name: "mapo", title: "Mapo Tofu", minMinutes: 20, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"wok or large skillet", "saucepan", "small bowl"}, write: writeMapo})
}

func writeMapo(d *dish) {
	tofu, paste := d.protein, d.find("chili bean paste")
	if tofu == nil || paste == nil {
		return
	}
	tofu.prep = "cut into 2 cm (3/4 in) cubes"
	d.size(paste, 12)
	meat := d.find("ground pork", "ground beef", "ground turkey", "ground chicken")
	if meat != nil {
		meat.prep = ""
		d.size(meat, 40) // about 150 g for four: it seasons the tofu
	}
	garlic, ginger := d.find("garlic"), d.find("ginger")
	d.size(garlic, 3)
	d.size(ginger, 2)
	flakes := d.find("red pepper flakes", "gochugaru")
	d.size(flakes, 0.3)
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 4)
	// The stock and the cornstarch are the sauce's body, bought when the pantry lacks
	// them; they do not decide whether a pantry makes mapo tofu.
	stock := d.find("chicken broth", "vegetable broth")
	if stock == nil {
		if stock = d.add("chicken broth", RoleLiquid, 60, ""); stock != nil {
			d.liquids = append(d.liquids, stock)
		}
	}
	d.size(stock, 60)
	thick := d.find("cornstarch", "arrowroot")
	if thick == nil {
		if thick = d.add("cornstarch", RoleSauce, 2, ""); thick != nil {
			d.sauces = append(d.sauces, thick)
		}
	}
	d.size(thick, 2)
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 8)
	}
	d.size(d.fat, 6)
	pepper := d.find("sichuan pepper")
	if pepper != nil {
		d.drop("black pepper") // the cook's Sichuan pepper is the dish's own numbing finish
		d.size(pepper, 0.4)
		pepper.prep = ""
	} else {
		pepper = d.find("black pepper")
	}
	if pepper == nil {
		if pepper = d.add("black pepper", RoleSpice, 0.3, ""); pepper != nil {
			d.spices = append(d.spices, pepper)
		}
	}
	d.prep(0)
	fat := d.fatName()
	d.step(4, "Bring a saucepan of salted water to a bare simmer, slide in the %s and leave it 2–3 minutes to firm up and warm through; lift out gently with a slotted spoon.%s", tofu.name(),
		textIf(toastPepper(pepper), " Meanwhile, ", "."))
	aromas := someOf(garlic, ginger, flakes)
	if meat != nil {
		d.step(5, "Heat the %s in a wok over medium-high heat and fry the %s, breaking it up, until %s and crisp at the edges, 4–5 minutes.",
			fat, meat.name(), doneness(meat.in))
		d.step(2, "Turn the heat to medium, push the meat to one side and fry the %s in the oil for 1 minute, until the oil turns red%s.",
			paste.name(), ifAny("; add the ", aromas, " and stir 30 seconds until fragrant"))
	} else {
		d.step(2, "Heat the %s in a wok over medium heat and fry the %s for 1 minute, stirring, until the oil turns red%s.",
			fat, paste.name(), ifAny("; add the ", aromas, " and stir 30 seconds until fragrant"))
	}
	liquid := "the " + orName(stock, "water")
	if soy != nil {
		liquid += " and the " + soy.name()
	}
	d.step(6, "Pour in %s, bring to a simmer and slide in the %s. Simmer gently for 5 minutes, nudging the pan rather than stirring so the cubes stay whole and take on the sauce.",
		liquid, tofu.name())
	if thick != nil {
		d.step(2, "Stir the %s with %s of cold water; pour it in in two or three additions, pushing the tofu gently with the back of a spatula, until the sauce turns glossy and clings, about 1 minute.",
			thick.name(), spoons(d.servings))
	}
	serve := "Serve at once"
	if d.starch != nil {
		serve += " over the " + d.starch.name()
	}
	finish := ifAny("the ", scallions, "")
	if pepper != nil {
		grind := "a good grind of " + pepper.name() + " (ground Sichuan pepper if you have it)"
		if pepper.in.Name == "sichuan pepper" {
			grind = "the ground " + pepper.name()
		}
		finish = joinNonEmpty(" and ", finish, grind)
	}
	if finish != "" {
		serve += ", scattered with " + finish
	}
	d.step(1, "%s.", serve)
	d.mentionLeftovers()
}

// spoons is the cold water a cornstarch slurry takes for so many servings.
func spoons(servings float64) string {
	n := max(2, int(servings+0.5))
	return fmt.Sprintf("%d tbsp", n)
}

// toastPepper is the readying of whole Sichuan peppercorns, "" for a ground pepper.
func toastPepper(p *part) string {
	if p == nil || p.in.Name != "sichuan pepper" {
		return ""
	}
	return "toast the " + p.name() + " in a dry pan until fragrant, about 1 minute, then grind it fine"
}
