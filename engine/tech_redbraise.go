package engine

import (
	"fmt"
	"math"
)

// Red braising (hong shao): meat browned in sugar caramelised in the wok, then simmered
// slowly with soy sauce, Shaoxing wine, ginger, scallion and whole star anise until
// tender, and the liquid boiled down at the end to a glossy, dark sauce that coats it.

func init() {
	ownNeeds["red braise"] = [][]string{{"soy sauce", "tamari", "coconut aminos"}}
	// The pantry's star anise or Shaoxing wine says braise; soy sauce alone makes a stir-fry.
	ownPantryNeeds["red braise"] = []string{"star anise", "shaoxing wine", "five-spice powder"}
	registerOwn(&form{name: "red braise", title: "Red-Braised", minSkill: 1, minMinutes: 60, saltFactor: -1, method: "braise",
		equipment: []string{"wok or heavy pot with lid", "slotted spoon"}, write: writeRedBraise})
}

func writeRedBraise(d *dish) {
	meat := d.protein
	if meat == nil {
		return
	}
	meat.prep = "cut into 3 cm (1 1/4 in) cubes"
	if meat.in.Has(FactBone) || meat.in.Name == "chicken thigh" { // short ribs and drumsticks braise on the bone
		meat.prep = "patted dry"
	}
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 15) // about 4 tbsp for four
	sugar := d.find("sugar", "brown sugar", "honey")
	d.size(sugar, 6)
	wine := d.find("shaoxing wine", "dry sherry", "mirin")
	d.size(wine, 12)
	anise := d.find("star anise")
	if anise != nil {
		anise.grams = 0.5 * math.Min(3, math.Max(1, math.Round(d.servings/2))) // a pod or two a pot, whole
		anise.prep = ""
	}
	cinnamon := d.find("cinnamon")
	if cinnamon != nil {
		cinnamon.grams = 1
	}
	ginger := d.find("ginger")
	if ginger != nil {
		ginger.prep = "sliced into coins"
		d.size(ginger, 2.5)
	}
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "cut into 5 cm (2 in) lengths, a little sliced thin to finish"
	}
	greens := d.where(func(p *part) bool { return p.role == RoleVegetable && p.in.Name != "scallion" })
	for _, g := range greens {
		g.prep = "halved or cut into bite-size pieces"
	}
	rice := d.starch
	d.starch = nil // the rice goes on near the end, not beside a long braise
	d.prep(0)
	d.starch = rice
	blanch := meat.in.Name == "pork belly" || meat.in.Name == "pork shoulder"
	if blanch {
		d.step(6, "Put the %s in a pot of cold water, bring to a boil and boil 3 minutes to draw out the scum; drain and rinse.", meat.name())
	}
	fat := d.fatName()
	if sugar != nil {
		d.step(6, "Heat the %s in the wok over medium-low heat, add the %s and stir until it melts and turns a deep amber, 2–3 minutes; do not let it burn. "+
			"Add the %s (take care: it spits) and turn it in the caramel over medium-high heat until glazed and browned at the edges, about 4 minutes.",
			fat, sugar.name(), meat.name())
	} else {
		d.step(8, "Heat the %s in the wok over medium-high heat and brown the %s on all sides, about 6 minutes.", fat, meat.name())
	}
	aromas := someOf(ginger)
	aromas = append(aromas, scallions...)
	whole := someOf(anise, cinnamon)
	liquid := []string{}
	if wine != nil {
		liquid = append(liquid, "the "+wine.name())
	}
	if soy != nil {
		liquid = append(liquid, "the "+soy.name())
	}
	braise := max(braiseMinutes(meat.in), 30)
	if meat.in.Name == "pork belly" {
		braise = 60 // belly is tender and wobbling in an hour
	}
	add := "Add the " + partNames(append(aromas, whole...))
	if len(aromas) > 0 && len(whole) > 0 {
		add = fmt.Sprintf("Add the %s and the whole %s", partNames(aromas), partNames(whole))
	}
	if len(aromas)+len(whole) > 0 {
		d.step(3, "%s and stir 1 minute until fragrant, then pour in %s and enough hot water to just cover the meat.", add, orList(liquid, "hot water"))
	} else {
		d.step(2, "Pour in %s and enough hot water to just cover the meat.", orList(liquid, "hot water"))
	}
	cover := fmt.Sprintf("Bring to a boil, cover and simmer very gently, turning the meat now and then, until a chopstick slides in easily, %d minutes; add a splash of water if it gets dry.", braise)
	d.step(braise, "%s", cover)
	if rice != nil {
		// The rice simmers alongside the last of the braise.
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" For the last 25 minutes, cook the %s: rinse it, bring to a boil with 1 1/2 times its volume of water and a pinch of salt, cover and simmer on low for 15 minutes, then leave it covered off the heat.", rice.name())
	}
	reduce := "Uncover, turn the heat to high and boil, stirring, until the sauce thickens to a dark glaze that coats the meat, 8–10 minutes; fish out the star anise"
	if anise == nil {
		reduce = "Uncover, turn the heat to high and boil, stirring, until the sauce thickens to a dark glaze that coats the meat, 8–10 minutes"
	}
	if len(greens) > 0 {
		reduce += fmt.Sprintf(". Meanwhile, blanch the %s in boiling salted water for 1–2 minutes and drain", plurals(greens))
	}
	balance := "Taste, and add a splash of water if it is too salty."
	if sugar != nil {
		balance = fmt.Sprintf("Taste: it should be savoury-sweet; add a pinch more %s or a splash of %s to balance.", sugar.name(), orName(soy, "soy sauce"))
	}
	d.step(10, "%s. %s", reduce, balance)
	serve := "Serve hot"
	if rice != nil {
		serve = "Serve over the " + rice.name()
	}
	if len(greens) > 0 {
		serve += " with the " + plurals(greens) + " alongside"
	}
	d.step(1, "%s, with the glaze spooned over%s.", serve, ifAny(" and the thin-sliced ", scallions, " on top"))
	d.mentionLeftovers()
}

// orList joins names into "a, b and c", or def when there are none.
func orList(names []string, def string) string {
	if len(names) == 0 {
		return def
	}
	return listNames(names)
}
