package engine

import (
	"fmt"
	"strings"
)

// Tom kha: coconut milk and stock infused a few minutes with bruised lemongrass, coins of
// galangal and torn lime leaves; the chicken (or prawns, tofu, mushrooms) poached in it
// below a boil, so the coconut milk never splits; fish sauce, lime juice and a pinch of
// sugar stirred in off the heat, where their sharpness stays.

func init() {
	ownNeeds["tom kha"] = [][]string{{"coconut milk"}, {"lemongrass", "galangal", "ginger", "lime leaves"}}
	registerOwn(&form{name: "tom kha", title: "Tom Kha", minMinutes: 20, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"large saucepan", "saucepan with lid"}, write: writeTomKha})
}

func writeTomKha(d *dish) {
	coconut := d.find("coconut milk")
	if coconut == nil {
		return
	}
	d.size(coconut, 100) // a 400 ml tin for four
	stock := d.find("chicken broth", "vegetable broth")
	if stock == nil {
		if stock = d.add("chicken broth", RoleLiquid, 0, ""); stock != nil {
			d.liquids = append(d.liquids, stock)
		}
	}
	if stock != nil {
		d.size(stock, 180)
		stock.prep = ""
	}
	lemongrass, leaves := d.findOrBuy("lemongrass", RoleAromatic), d.find("lime leaves")
	root := d.find("galangal", "ginger")
	if root == nil {
		// The cook's ginger stands in for galangal; with neither, galangal is bought.
		name := "galangal"
		if d.pantry[mustLookup("ginger")] != nil {
			name = "ginger"
		}
		root = d.findOrBuy(name, RoleAromatic)
	}
	var aromatics []*part
	if lemongrass != nil {
		d.size(lemongrass, 8)
		lemongrass.prep = "cut into 5 cm (2 in) lengths"
		aromatics = append(aromatics, lemongrass)
	}
	if root != nil {
		d.size(root, 6)
		root.prep = "cut into thin coins"
		aromatics = append(aromatics, root)
	}
	if leaves != nil {
		d.size(leaves, 1) // two leaves a bowl
		leaves.prep = "torn"
		aromatics = append(aromatics, leaves)
	}
	fishSauce := d.findOrBuy("fish sauce", RoleSauce, "soy sauce", "tamari")
	d.size(fishSauce, 6)
	sugar := d.find("sugar", "brown sugar", "coconut sugar", "honey")
	d.size(sugar, 2)
	lime := d.findOrBuy("lime", RoleAcid, "lime juice")
	if lime != nil {
		d.size(lime, 25) // a lime and a half for four
		if lime.in.Name == "lime" {
			lime.prep = "juiced"
		} else {
			d.size(lime, 12) // the same juice, bottled
		}
	}
	chili := d.find("red chili")
	if chili != nil {
		d.size(chili, 4)
		chili.prep = "thinly sliced"
	}
	main := d.protein
	for _, v := range d.vegs {
		switch v.in.Name {
		case "cherry tomato":
			v.prep = "halved"
		case "tomato":
			v.prep = "cut into wedges"
		default:
			v.prep = "sliced"
		}
	}
	if main != nil && main.in.Category == "poultry" && !cookedAlready(main.in) {
		main.prep = "cut into thin bite-size slices"
	}
	d.dropFat()
	d.drop("black pepper")
	d.prep(0)
	liquid := coconut.name()
	if stock != nil {
		liquid = stock.name() + " and the " + liquid
	}
	root2 := ""
	if root != nil && root.in.Name == "ginger" {
		root2 = " (ginger stands in for galangal: sharper, less piney, still good)"
	}
	bruise := ""
	if lemongrass != nil {
		bruise = "Bruise the lemongrass with the back of the knife so it gives up its oils. "
	}
	d.step(7, "%sPour the %s into the large saucepan with the %s, bring to a gentle simmer and let it infuse for 5 minutes%s.",
		bruise, liquid, partNames(aromatics), root2)
	poach := d.vegs
	late := []*part(nil)
	minutes := 8
	switch {
	case main == nil:
		minutes = 5
	case main.in.Category == "seafood" || cookedAlready(main.in):
		late = append(late, main) // prawns or cooked chicken want only their last minutes
		minutes = 5
	case main.in.Category == "poultry":
		poach = append([]*part{main}, poach...)
	default:
		late = append(late, main) // tofu or mushrooms only warm through
		minutes = 5
	}
	if len(poach) > 0 {
		until := "the mushrooms are tender"
		if main != nil && containsPart(poach, main) {
			until = "the " + main.name() + " is " + simmerDoneness(main.in)
		}
		d.step(minutes, "Add the %s and simmer gently, never at a rolling boil (the coconut milk splits), until %s, about %d minutes.", partNames(poach), until, minutes)
	}
	if len(late) > 0 {
		m := min(lastMinutes(main.in), 4)
		d.step(m, "Slip in the %s and poach until %s, about %d minutes.", main.name(), simmerDoneness(main.in), m)
	}
	season := someOf(fishSauce, lime, sugar)
	if len(season) > 0 {
		names := partNames(season)
		if lime != nil && lime.in.Name == "lime" {
			names = strings.Replace(names, "lime", "lime juice", 1)
		}
		d.step(1, "Off the heat, stir in the %s; taste: it should be sour, salty and a little sweet, so add more lime or %s to balance. The aromatics are for flavour, not for eating.",
			names, map[bool]string{true: "fish sauce", false: "salt"}[fishSauce != nil && fishSauce.in.Name == "fish sauce"])
	} else {
		d.step(1, "Off the heat, season with salt to taste. The aromatics are for flavour, not for eating.")
	}
	serve := "Ladle into bowls"
	if d.starch != nil {
		serve += fmt.Sprintf(", with the %s on the side", d.starch.name())
	}
	d.step(1, "%s.%s%s", serve, ifAny(" Scatter over the ", someOf(chili), "."), d.toppingsExcept(coconut, lemongrass, root, leaves, fishSauce, sugar, lime, chili))
}
