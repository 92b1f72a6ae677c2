package engine

import (
	"fmt"
	"strings"
)

// Tandoori chicken at home: drumsticks (or thighs) slashed to the bone, rubbed with
// lemon and salt, then coated in a thick marinade of yogurt, tandoori masala, chili,
// grated garlic and ginger and a little oil, left at least half an hour (overnight is
// better), and roasted on a rack in the hottest oven until charred at the edges, a
// minute or two under the grill to finish. Not a curry: there is no sauce. With dairy
// ruled out the marinade is coconut yogurt, or lemon and oil thickened with the spices.

func init() {
	ownNeeds["tandoori"] = [][]string{{"garam masala"}}
	ownPantryCheck["tandoori"] = tandooriPantry
	registerOwn(&form{name: "tandoori", title: "Tandoori Chicken", minMinutes: 45, simple: true, saltFactor: 0.6, method: "roast",
		equipment: []string{"sharp knife", "large bowl", "rimmed baking sheet", "wire rack", "foil", "tongs", "instant-read thermometer"}, write: writeTandoori})
}

// ownPantryCheck is, by technique, what the pantry's lines must show beyond its foods.
var ownPantryCheck = map[string]func(lines []*Line) bool{}

// tandooriPantry reports whether a pantry asks for tandoori rather than a curry: it says
// "tandoori" (tandoori masala, tandoori paste), or holds a marinade's yogurt and lemon
// and no tomatoes, coconut milk or cream for a sauce.
func tandooriPantry(lines []*Line) bool {
	yogurt, citrus := false, false
	for _, l := range lines {
		if strings.Contains(strings.ToLower(l.Text), "tandoori") {
			return true
		}
		switch l.Ingredient.Name {
		case "yogurt", "greek yogurt", "coconut yogurt":
			yogurt = true
		case "lemon", "lime", "lemon juice", "lime juice":
			citrus = true
		case "tomato", "canned diced tomatoes", "crushed tomatoes", "tomato paste", "tomato sauce", "coconut milk", "heavy cream", "cherry tomato":
			return false
		}
	}
	return yogurt && citrus
}

func writeTandoori(d *dish) {
	chicken, masala := d.protein, d.find("garam masala")
	if chicken == nil || masala == nil {
		return
	}
	bone := chicken.in.Has(FactBone)
	chicken.prep = ""
	d.size(masala, 3)
	yog := d.find("greek yogurt", "yogurt", "coconut yogurt")
	if yog == nil {
		if y, ok := Lookup("yogurt"); ok && d.req.Rules.allows(y) && !d.kosherClash(y) {
			if yog = d.add("yogurt", RoleSauce, 0, ""); yog != nil {
				d.extras = append(d.extras, yog)
			}
		}
	}
	d.size(yog, 45)
	lemon := d.find("lemon", "lime", "lemon juice", "lime juice")
	if lemon == nil {
		if lemon = d.add("lemon", RoleAcid, 0, ""); lemon != nil {
			d.extras = append(d.extras, lemon)
		}
	}
	if lemon != nil {
		d.size(lemon, 15)
		if yog == nil {
			d.size(lemon, 25) // lemon and oil are the whole marinade
		}
		lemon.prep = ""
		if lemon.in.Name == "lemon" || lemon.in.Name == "lime" {
			lemon.prep = "halved"
			// one for the rub, one in wedges (or for a marinade without yogurt)
			lemon.grams = max(lemon.grams, lemon.in.Units["piece"]*float64(1+(d.req.Servings+3)/4))
		}
	}
	garlic, ginger := d.find("garlic"), d.find("ginger")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "finely grated"
	}
	if ginger != nil {
		d.size(ginger, 3)
		ginger.prep = "peeled and finely grated"
	}
	chili := d.find("kashmiri chili powder", "paprika", "chili powder", "cayenne", "smoked paprika")
	d.size(chili, 1)
	cumin := d.find("cumin")
	d.size(cumin, 0.5)
	d.size(d.fat, 5)
	onion := d.find("red onion", "onion")
	if onion != nil {
		d.size(onion, 20)
		onion.prep = "thinly sliced into rings"
	}
	bread := d.starch
	marinate, roast := 30, 35
	if !bone {
		roast = 22
	}
	if d.quick {
		marinate = 15
	}
	d.drop("black pepper")
	d.prep(0)
	slash := "Cut 2–3 deep slashes in each piece"
	if bone {
		slash = "Pull the skin off the " + plural(chicken.name()) + " with a piece of kitchen paper and cut 2–3 deep slashes to the bone in each"
	}
	rub := "a good pinch of salt"
	if lemon != nil {
		squeeze := "half the " + lemon.name()
		if lemon.in.Name == "lemon" || lemon.in.Name == "lime" {
			squeeze = "the juice of one " + lemon.name()
			if yog != nil {
				squeeze += " (cut the other halves into wedges)"
			}
		}
		rub = squeeze + " and a good pinch of salt"
	}
	d.step(4, "%s; rub them with %s, working it into the cuts.", slash, rub)
	mix := someOf(yog, masala, chili, cumin, garlic, ginger, d.fat)
	base := "into a thick marinade"
	if yog == nil && lemon != nil {
		base = "with the juice of a second " + lemon.name() + " into a thick paste"
		if lemon.in.Name != "lemon" && lemon.in.Name != "lime" {
			base = "with the rest of the " + lemon.name() + " into a thick paste"
		}
	}
	d.step(marinate+3, "Stir the %s together %s, coat the chicken all over, pushing it into the slashes, and leave to marinate for %d minutes at room temperature (or covered in the fridge up to a day). Meanwhile heat the oven to %s with a rack in the upper third, and set a wire rack on a foil-lined baking sheet.",
		partNames(mix), base, marinate, temp(240))
	if d.servings > 4 {
		d.steps[len(d.steps)-1].Text += " Use two sheets for this many, so the pieces do not touch."
	}
	d.step(roast, "Shake off the excess marinade and lay the %s on the rack with space between them. Roast, turning once halfway, until charred at the edges and %s, %s.",
		plural(chicken.name()), doneness(chicken.in), roastRange(roast))
	d.step(3, "For the tandoor's char, put them under a hot grill (broiler) for 2–3 minutes, watching closely, until blackened in spots.")
	serve := "Rest 5 minutes and serve hot"
	if lemon != nil && yog != nil && (lemon.in.Name == "lemon" || lemon.in.Name == "lime") {
		serve += fmt.Sprintf(" with the %s wedges", lemon.name())
	}
	if onion != nil {
		serve += ", the " + onion.name() + " rings"
	}
	if bread != nil {
		serve += " and the " + bread.name()
	}
	d.step(5, "%s%s.", serve, ifAny(", scattered with the ", d.herbs, ""))
	d.mentionLeftovers()
}

// roastRange says a roast of about m minutes as a cook's range.
func roastRange(m int) string {
	return fmt.Sprintf("%d–%d minutes", m-3, m+2)
}
